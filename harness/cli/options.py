"""The command line's flags for run settings, made from the settings' one declaration (issue 43).

``PlannerSettings`` (``planning/runtime/settings.py``) declares each run setting once: its name, default and
description; ``LLMSettings`` the model server's; ``ENTRY_OBJECTIVES`` what each entry point plans for when no
objective is set. A command's flag for a setting is made here from that declaration, never typed again with a default
and help of its own.

The command line starts without pydantic (``evaluate`` and ``--help`` import none, and the settings module does), so
the flags read the declaration from ``harness/cli/declared.py``, a copy generated from it by ``declared_source``;
``tests/unit/harness/cli/test_cli_options.py`` fails when the copy, or any command's default, differs from the declaration
(regenerate: ``.venv/bin/python tests/unit/harness/cli/test_cli_options.py --write``).
"""

from __future__ import annotations

import os
import textwrap
from pathlib import Path
from typing import Any, get_args

import typer
from typer.core import TyperGroup

import himap_travel.domain.environment as environment
from himap_travel.domain.text.lazy_regex import lazy_compile
from himap_travel.harness.cli.declared import ENTRY_OBJECTIVES, LLM_SETTINGS, SETTINGS

DATA_HELP = "data folder (default: HIMAP_DATA_DIR or ../shared/data)"
DEFAULT_DB = "runs/checkpoints.sqlite"  # the checkpoint store of plan and replan when neither --db nor HIMAP_DB names one


def setting_option(name: str, *flags: str, entry: str | None = None, note: str = "", from_environment: bool = False) -> Any:
    """The typer option (a parameter's default) of run setting ``name``: its default and description, ``note`` added.

    ``entry``: the command whose own objective applies (``ENTRY_OBJECTIVES``), for ``objective``.
    ``from_environment``: a flag not given is None, left to the settings, which read ``HIMAP_<NAME>`` or take the
    default shown (the settings are the one reader of their variables); otherwise the default is the flag's value.
    """
    default, description = SETTINGS[name]
    if name == "objective":
        if entry is None:
            raise TypeError("setting_option('objective') needs entry=: the command whose objective applies")
        default = ENTRY_OBJECTIVES[entry]
    about = description + (f"; {note}" if note else "")
    if from_environment:
        return typer.Option(None, *flags, help=f"{about} (HIMAP_{name.upper()} when not given)", show_default=str(default))
    return typer.Option(default, *flags, help=about)


def llm_option(name: str) -> Any:
    """The option of ``LLMSettings`` field ``name`` (``--base-url``, ``--model``): None when not given, so
    ``LLMSettings.from_env`` reads ``HIMAP_LLM_<NAME>`` or takes the default named in the help."""
    default, description = LLM_SETTINGS[name]
    return typer.Option(None, help=f"--policy llm: {description} (default: HIMAP_LLM_{name.upper()}, else {default})",
                        callback=_checked_url if name == "base_url" else not_blank)


def llm_flags_unused(policy: str, base_url: str | None, model: str | None) -> str | None:
    """Why ``--base-url``/``--model`` given to a run of another policy than ``llm`` are refused, or None: the expert
    and the solver have no model, and the run used neither flag, in silence, while the user believed a model planned."""
    given = [flag for flag, value in (("--base-url", base_url), ("--model", model)) if value is not None]
    if not given or policy == "llm":
        return None
    one = len(given) == 1
    return (f"{' and '.join(given)} {'names' if one else 'name'} the model server of --policy llm, but this run's "
            f"policy is {policy!r}, which has no model: add --policy llm, or leave {'it' if one else 'them'} out")


def data_option() -> Any:
    """A ``--data`` option (the data folder), refused when given empty (``not_blank``): never the default in silence."""
    return typer.Option(help=DATA_HELP, callback=not_blank, metavar="<dir>")  # a folder (typer showed a list's type)


def split_option(about: str = "train, validation_dev, or a queries CSV") -> Any:
    """A ``--split`` option (a split's name or a queries CSV), refused when given empty or as a URL (``a_split``)."""
    return typer.Option(help=about, callback=a_split)


def a_split(value: Any) -> Any:
    """A split's name or a queries file (``--split``, ``--queries``), refused when given empty (``not_blank``) or as a
    URL (``not_a_url``)."""
    if isinstance(value, str):
        not_a_url(value)
    return not_blank(value)


_URL = lazy_compile(r"[A-Za-z][A-Za-z0-9+.-]*://")


def not_a_url(text: str) -> str:
    """A local path's text, refused when it is a URL: nothing is downloaded, and read as a path it was named folded
    (``https:/host/q.csv``: pathlib drops one slash) as a file not found, or made a folder ``https:`` for an output."""
    if _URL.match(text.strip()):
        raise typer.BadParameter(f"{text!r} is a URL; give a local path (nothing is downloaded)")
    return text


def not_blank(value: Any) -> Any:
    """A flag given as empty text (``--split ""``, ``--model ""``, a shell variable that expanded to nothing) refused
    (exit 2, naming the flag): read as not given, it would run on the default in silence."""
    values = value if isinstance(value, list) else [value]
    if any(isinstance(item, str) and not item.strip() for item in values):
        raise typer.BadParameter("is empty: give a value, or leave the flag out for its default")
    return value


def one_line_name(value: Any) -> Any:
    """A name flag's value (``serve small --name``), refused when blank (``not_blank``) or holding a control character
    (a line end from ``$(cat file)``, a tab): no client can ask for such a name, and the server would start for minutes
    under it for nothing."""
    not_blank(value)
    if isinstance(value, str) and any(ord(char) < 32 or ord(char) == 127 for char in value):
        raise typer.BadParameter(f"{value!r} holds a control character (a line end, a tab): give the name on one line")
    return value


def nul_in_a_value(args: list[str]) -> str | None:
    """The flag whose value holds a NUL byte (``--out 'a\\0b'``), or None. No file name and no setting can hold one:
    the operating system refuses such a path (``ValueError: embedded null byte``, a traceback where the flag was read, or
    a message naming neither flag nor value). Only a program can pass one (a shell cannot); a request's own text is
    left to the request's reader, which names the character."""
    for position, arg in enumerate(args):
        if "\x00" not in arg:
            continue
        if arg.startswith("--") and "=" in arg:
            return arg.split("=", 1)[0]
        if position and args[position - 1].startswith("-") and "\x00" not in args[position - 1]:
            return args[position - 1]
    return None


def _command_of(group: Any, args: list[str]) -> tuple[Any, list[str]]:
    """The command ``args`` name under ``group`` and the command's own args, or (None, []) when they name none."""
    command, rest = group, args
    while hasattr(command, "commands"):
        at = next((i for i, arg in enumerate(rest) if arg in command.commands), None)
        if at is None:
            return None, []
        command, rest = command.commands[rest[at]], rest[at + 1:]
    return command, rest


def _numbers_of(group: Any, args: list[str]) -> tuple[dict[str, tuple[type, str]], list[str]]:
    """The number flags of the command ``args`` name under ``group`` (``-P`` and ``--executors`` -> int and
    ``--executors``), and the command's own args."""
    command, rest = _command_of(group, args)
    numbers: dict[str, tuple[type, str]] = {}  # each of a flag's names -> its kind and its long name
    for param in getattr(command, "params", []):
        kind = getattr(getattr(param, "type_descriptor", None), "annotation", None)
        if kind in (int, float):
            numbers.update(dict.fromkeys(param.opts, (kind, max(param.opts, key=len))))
    return numbers, rest


def number_not_plain(group: Any, args: list[str]) -> tuple[str, str] | None:
    """The number flag whose value is not written in plain ASCII digits, and that value, or None. Python's ``int``
    and ``float`` read "３", "٣", "1_0", "nan" and "inf" as numbers, so ``--row ０`` planned row 0 and ``--timeout inf``
    waited forever: a number on the command line is ASCII digits (a sign, a point, an exponent), as the ``HIMAP_*``
    variables' are."""
    numbers, rest = _numbers_of(group, args)
    for position, arg in enumerate(rest):
        flag, equals, value = arg.partition("=")
        if flag not in numbers or (not equals and position + 1 >= len(rest)):
            continue
        value = value if equals else rest[position + 1]
        kind, name = numbers[flag]
        if not environment.plain_number(value, kind):
            return name, value
    return None


def value_is_a_flag(group: Any, args: list[str]) -> tuple[str, str] | None:
    """The flag whose value is another flag of the same command (``--out --fresh``, ``--thread --json``), and that
    value, or None. A value forgotten makes the parser take the next flag as the value: ``bench run --out --fresh``
    wrote its outputs into a folder named ``--fresh`` and never started afresh, ``--report --mode`` wrote a file
    ``--mode``, in silence. A value that is meant to be such a name is given as ``--out=--fresh``."""
    command, rest = _command_of(group, args)
    params = getattr(command, "params", [])
    names = {name for param in params for name in (*param.opts, *param.secondary_opts)} | {"--help"}
    takes_value = {name for param in params if not getattr(param, "is_flag", True) and param.nargs == 1
                   for name in param.opts}
    for flag, value in zip(rest, rest[1:], strict=False):
        if flag in takes_value and value in names:
            return flag, value
    return None


def url_for_a_path(group: Any, args: list[str]) -> tuple[str, str] | None:
    """The path parameter (a flag, or an argument such as ``evaluate``'s PLANS) given a URL, and that URL, or None.
    Read as a path, ``https://host/x`` was named folded (``https:/host/x``) as a file not found, or made a folder
    ``https:`` for an output: nothing is downloaded, so the URL is named as given (``not_a_url``'s rule, for every
    path the command line reads, whatever its parser)."""
    command, rest = _command_of(group, args)
    params = getattr(command, "params", [])
    takes_value = {name: param for param in params if not getattr(param, "is_flag", True) and param.opts[0].startswith("-")
                   for name in param.opts}
    arguments = iter([param for param in params if not param.opts[0].startswith("-")])
    tokens = iter(rest)
    for token in tokens:
        flag, equals, value = token.partition("=")
        if flag in takes_value:
            param, value = takes_value[flag], value if equals else next(tokens, "")
        elif token.startswith("-"):
            continue
        else:
            param, value = next(arguments, None), token
        descriptor = getattr(param, "type_descriptor", None)
        if descriptor is not None and descriptor.is_path and _URL.match(value.strip()):
            return (param.opts[0] if param.opts[0].startswith("-") else param.metavar or param.name.upper()), value
    return None


def flag_given_twice(group: Any, args: list[str]) -> tuple[str, str, str] | None:
    """The flag given twice so that a wish would be lost or doubled, and both values, or None: a flag of one value
    given twice with two (``--row 0 --row 1``, ``--eager --no-eager``: the parser keeps the last in silence, and which
    was meant is a guess), or a flag that takes several given one value twice (``--instances f.json --instances
    ./f.json``, ``--runs d --runs d``: read, replayed or counted twice; a path compared as the file it names). A flag
    of one value given twice with the same value is taken; after ``--`` nothing is a flag."""
    command, rest = _command_of(group, args)
    takes_value: dict[str, Any] = {}  # each name of a flag that takes a value -> its parameter
    switches: dict[str, tuple[Any, str]] = {}  # each name of an on/off flag -> its parameter and the spelling it sets
    for param in getattr(command, "params", []):
        if not param.opts[0].startswith("-") or param.nargs != 1:
            continue
        if getattr(param, "is_flag", False):
            switches.update({name: (param, max(param.opts, key=len)) for name in param.opts})
            switches.update({name: (param, max(param.secondary_opts, key=len)) for name in param.secondary_opts})
        else:
            takes_value.update(dict.fromkeys(param.opts, param))
    seen: dict[str, list[str]] = {}  # a flag's long name -> the values given, in order
    tokens = iter(rest)
    for token in tokens:
        if token == "--":
            break
        flag, equals, value = token.partition("=")
        if flag in takes_value and (equals or token == flag):
            param, given = takes_value[flag], value if equals else next(tokens, None)
        elif token[:2] in takes_value and not token.startswith("--") and len(token) > 2:  # -P3
            param, given = takes_value[token[:2]], token[2:]
        elif token in switches:
            param, given = switches[token]
        else:
            continue
        if given is None:
            continue
        name, values = max(param.opts, key=len), seen.setdefault(max(param.opts, key=len), [])
        several = getattr(param, "multiple", False)
        same = _same_value(param, given)
        twice = next((v for v in values if (_same_value(param, v) == same) is several), None)
        if twice is not None:
            return name, twice, given
        values.append(given)
    return None


def _takes_several(group: Any, args: list[str], flag: str) -> bool:
    command, _ = _command_of(group, args)
    return any(flag in param.opts and getattr(param, "multiple", False) for param in getattr(command, "params", []))


def _same_value(param: Any, value: str) -> str:
    """``value`` as compared for a flag that takes several: a path as the file it names (``./f.json`` is ``f.json``)."""
    descriptor = getattr(param, "type_descriptor", None)
    kinds = (getattr(descriptor, "annotation", None), *get_args(getattr(descriptor, "annotation", None)))
    if not any(kind is Path for kind in kinds):  # Path, list[Path]
        return value
    try:
        return os.path.realpath(value)
    except (ValueError, OSError):  # a NUL in it (refused first, by nul_in_a_value)
        return value


class RefusingNul(TyperGroup):
    """The command line's group: a flag's value holding a NUL byte (``nul_in_a_value``), another flag of the command
    (``value_is_a_flag``), a URL where a path belongs (``url_for_a_path``), a flag of one value given twice with two
    (``flag_given_twice``), or a number flag's value not in plain ASCII digits (``number_not_plain``), is refused
    before any command reads it (exit 2, naming the flag), for every command at once."""

    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:  # ctx: the Context of the click typer vendors
        flag = nul_in_a_value(args)
        if flag is not None:
            raise typer.BadParameter("the value holds a NUL byte (\\x00), which no path or name can hold; give it without",
                                     ctx=ctx, param_hint=flag)
        forgotten = value_is_a_flag(self, args)
        if forgotten is not None:
            raise typer.BadParameter(f"is given {forgotten[1]!r}, a flag of this command, as its value: the value "
                                     f"seems forgotten (a value meant so is given as {forgotten[0]}={forgotten[1]})",
                                     ctx=ctx, param_hint=forgotten[0])
        url = url_for_a_path(self, args)
        if url is not None:
            raise typer.BadParameter(f"{url[1]!r} is a URL; give a local path (nothing is downloaded)", ctx=ctx,
                                     param_hint=url[0])
        twice = flag_given_twice(self, args)
        if twice is not None:
            flag, first, second = twice
            lost = "one would be dropped in silence" if first != second or not _takes_several(self, args, flag) else \
                "it would be read and counted twice"
            raise typer.BadParameter(f"is given twice, {first!r} and {second!r}: {lost}; give it once", ctx=ctx,
                                     param_hint=flag)
        odd = number_not_plain(self, args)
        if odd is not None:
            raise typer.BadParameter(f"{odd[1][:40]!r} is not a number in plain ASCII digits (0-9, a sign, a point)",
                                     ctx=ctx, param_hint=odd[0])
        return super().parse_args(ctx, args)


def a_path(text: str | Path) -> Path:
    """A path flag's value (``parser=a_path``), refused when given empty as ``not_blank`` refuses text: ``Path("")`` is
    the working folder, and a run would write its outputs there (or read its inputs from there) in silence; refused as
    a URL too (``not_a_url``)."""
    not_blank(text)
    return Path(not_a_url(str(text)))  # a default comes as a Path


def unused_choices_said(settings: Any, ablation: str | None, flags: tuple[str, ...]) -> str | None:
    """Why ``settings`` under ``ablation`` is refused (``PlannerSettings.unused_choices``: a choice the run would never
    use), each choice named as a user gives it: ``--tool-cap or HIMAP_TOOL_CAP`` for a setting among the command's
    ``flags``, ``HIMAP_QUALITY_FOCUS`` for one it has no flag for, ``--ablation``; or None."""
    unused = settings.unused_choices(ablation)
    if not unused:
        return None

    def named(setting: str, why: str) -> str:
        if setting == "ablation":
            return f"--ablation ({why})"
        flag = f"--{setting.replace('_', '-')} or " if setting in flags else ""
        return f"{flag}HIMAP_{setting.upper()} ({why})"

    return ("chosen but never used by this run: " + "; ".join(named(*entry) for entry in unused)
            + "; leave it out, or choose what the run uses")


def a_file_path(text: str | Path) -> Path:
    """An output file flag's value (``parser=a_file_path``): ``a_path``'s refusals, and a name ending in a slash,
    which names a folder (``Path`` drops the slash: the file was written under the name without it, in silence)."""
    if isinstance(text, str) and text.endswith("/"):
        raise typer.BadParameter(f"{text!r} ends in a slash, which names a folder; give a file name")
    return a_path(text)


def file_option(about: str, *flags: str) -> Any:
    """An output file flag (``a_file_path``), shown in ``--help`` as ``<path>``."""
    return typer.Option(*flags, parser=a_file_path, metavar="<path>", help=about)


def folder_option(about: str) -> Any:
    """A folder flag (``a_path``: refused when empty), shown in ``--help`` as ``<dir>``: typer names a flag with a
    ``parser=`` by the parser's return type (``<Path>``), which tells a user nothing the other path flags' ``<path>``
    does not, and hides that a folder is wanted."""
    return typer.Option(parser=a_path, metavar="<dir>", help=about)


def _checked_url(value: str | None) -> str | None:
    """``--base-url``, or ``HIMAP_LLM_BASE_URL`` when the flag is not given, refused at once (exit 2, naming the flag
    or the variable) unless it is an http(s) URL with a host (``domain.text.urls``: the one rule, which the settings
    apply too)."""
    from himap_travel.domain.text.urls import http_url_problem

    variable, given = environment.read_llm("base_url")
    checked, hint = (value, None) if value is not None else (given, variable)
    if checked is not None and (problem := http_url_problem(checked)):
        raise typer.BadParameter(problem, param_hint=hint)
    return value


def db_option(about: str, default: str = DEFAULT_DB) -> Any:
    """A ``--db`` option: None when not given, so the command tells the flag from ``HIMAP_DB`` (``checkpoint_store``)."""
    return typer.Option(None, help=f"{about} (HIMAP_DB when not given)", show_default=default)


def checkpoint_store(db: str | None, default: str = DEFAULT_DB) -> str:
    """The store a command keeps its threads in: ``--db``, else ``HIMAP_DB``, else ``default``."""
    return db if db is not None else environment.read("HIMAP_DB") or default


def declared_source() -> str:
    """The text of ``harness/cli/declared.py``: the declaration's names, defaults and descriptions as plain values."""
    from dataclasses import MISSING, Field, fields

    from himap_travel.planning.policies.llm.settings import LLMSettings
    from himap_travel.planning.runtime.settings import ENTRY_OBJECTIVES, PlannerSettings, _hints

    def described(hint: Any) -> str:
        return str(next(item.description for item in getattr(hint, "__metadata__", ()) if getattr(item, "description", None)))

    def default(spec: Field[Any]) -> Any:
        factory = spec.default_factory
        return factory() if spec.default is MISSING and callable(factory) else spec.default

    settings = {spec.name: (default(spec), described(_hints()[spec.name])) for spec in fields(PlannerSettings)}
    llm_fields = LLMSettings.model_fields
    llm = {name: (llm_fields[name].default, llm_fields[name].description or "") for name in ("base_url", "model")}
    objectives = "".join(f"    {entry!r}: {objective!r},\n" for entry, objective in ENTRY_OBJECTIVES.items())
    every_llm_field = "".join(f"    {name!r},\n" for name in llm_fields)  # each HIMAP_LLM_<FIELD> (unknown_variables)
    return HEADER + _table("SETTINGS", settings) + _table("LLM_SETTINGS", llm) + (
        "ENTRY_OBJECTIVES: dict[str, str] = {\n" + objectives + "}\n") + (
        "LLM_FIELDS: tuple[str, ...] = (\n" + every_llm_field + ")\n")


def warn_unread_variables() -> None:
    """A warning for each ``HIMAP_`` variable set that no setting reads (``environment.unknown_variables``): a
    misspelt name, which would change nothing without a word."""
    from himap_travel.harness.cli.console import warn
    from himap_travel.harness.cli.declared import LLM_FIELDS

    for name in environment.unknown_variables(SETTINGS, LLM_FIELDS):
        warn(f"{name} is set but is no variable HiMAP-Travel reads (misspelt?): it changes nothing (the variables: "
             "docs/settings.md)")


def refuse_quoted_variables() -> None:
    """Exit 2 naming the first ``HIMAP_`` variable whose value is wrapped in quotes (``environment.quoted_variables``),
    before any command reads it."""
    from himap_travel.harness.cli.console import fail

    quoted = environment.quoted_variables()
    if quoted:
        name, value = quoted[0]
        raise typer.Exit(fail(f"{name}={value!r} is written in quotes (a .env file or a shell quote kept them), which "
                              "would be read as part of the value: set it without them"))


HEADER = '''"""GENERATED by ``harness.cli.options.declared_source`` from ``PlannerSettings`` and ``LLMSettings``: do not edit.

Regenerate: ``.venv/bin/python tests/unit/harness/cli/test_cli_options.py --write`` (the test fails when this copy differs).
"""

from __future__ import annotations

'''


def _table(name: str, rows: dict[str, tuple[Any, str]]) -> str:
    lines = [f"{name}: dict[str, tuple[object, str]] = {{"]
    for key, (default, description) in rows.items():
        parts = textwrap.wrap(description, 100, drop_whitespace=False)
        lines.append(f"    {key!r}: ({default!r}, " + (repr(parts[0]) if len(parts) == 1 else "(\n"
                     + "".join(f"        {part!r}\n" for part in parts) + "    )") + "),")
    return "\n".join(lines) + "\n}\n"
