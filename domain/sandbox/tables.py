"""SQLModel tables of the TravelPlanner sandbox.

Every source row is kept, missing fields included (as NULL), because the
official evaluator sees the data as pandas does. ``complete`` marks rows with
no missing field: the official tools and scorer drop the others, so our tools
offer only complete rows by default. ``row`` keeps the source order, which
matters where "the first matching row counts".
"""

from __future__ import annotations

from typing import Optional

from sqlmodel import Field, SQLModel


class City(SQLModel, table=True):
    name: str = Field(primary_key=True)
    state: str = Field(index=True)


class Flight(SQLModel, table=True):
    row: int = Field(primary_key=True)
    flight_number: str = Field(index=True)
    price: Optional[float] = None
    dep_time: Optional[str] = None
    arr_time: Optional[str] = None
    elapsed: Optional[str] = None
    flight_date: Optional[str] = None
    origin: str = Field(index=True)
    destination: str
    distance: Optional[float] = None
    complete: bool = True


class Distance(SQLModel, table=True):
    row: int = Field(primary_key=True)
    origin: str = Field(index=True)
    destination: str
    duration: Optional[str] = None
    distance: Optional[str] = None
    cost: Optional[str] = None


class Accommodation(SQLModel, table=True):
    row: int = Field(primary_key=True)
    name: Optional[str] = None
    room_type: Optional[str] = None
    price: Optional[float] = None
    minimum_nights: Optional[float] = None
    review_rate: Optional[float] = None
    house_rules: Optional[str] = None
    maximum_occupancy: Optional[float] = None
    city: str = Field(index=True)
    complete: bool = True


class Restaurant(SQLModel, table=True):
    row: int = Field(primary_key=True)
    name: Optional[str] = None
    city: str = Field(index=True)
    cuisines: Optional[str] = None
    average_cost: Optional[float] = None
    rating: Optional[float] = None
    complete: bool = True


class Attraction(SQLModel, table=True):
    row: int = Field(primary_key=True)
    name: Optional[str] = None
    latitude: Optional[float] = None
    longitude: Optional[float] = None
    address: Optional[str] = None
    phone: Optional[str] = None
    website: Optional[str] = None
    city: str = Field(index=True)
    complete: bool = True


class SourceFingerprint(SQLModel, table=True):
    """The hash of the source files the database was built from."""

    key: str = Field(primary_key=True)
    value: str
