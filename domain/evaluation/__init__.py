"""TravelPlanner's evaluator: the 13 constraints, in official mode (quirks included) and strict mode.

    evaluate_plan(spec, plan, sandbox, mode)   -> Evaluation (one plan, one mode)
    day_cost(day, people, sandbox, mode)       -> DayCost (one day, itemised, as the budget check counts it)
    evaluate_file(plans.jsonl, split, mode)    -> EvaluationReport (a submission file; EvaluationFileError
                                                  when a file is not one, see evaluation.plans_file)
    print_metrics(report, console)             -> a rich table (problem lines on stderr)
"""

from himap_travel.domain.evaluation.evaluate import evaluate_plan
from himap_travel.domain.evaluation.metrics import GroupMetrics, Metrics, PlanScore, compute_metrics
from himap_travel.domain.evaluation.models import (
    COMMONSENSE_KEYS,
    HARD_KEYS,
    CostItem,
    DayCost,
    Evaluation,
)
from himap_travel.domain.evaluation.plans_file import EvaluationFileError
from himap_travel.domain.evaluation.pricing import day_cost
from himap_travel.domain.evaluation.report import EvaluationReport, check_report_path, evaluate_file, print_metrics

__all__ = [
    "COMMONSENSE_KEYS",
    "HARD_KEYS",
    "CostItem",
    "DayCost",
    "Evaluation",
    "EvaluationFileError",
    "EvaluationReport",
    "GroupMetrics",
    "Metrics",
    "PlanScore",
    "check_report_path",
    "compute_metrics",
    "day_cost",
    "evaluate_file",
    "evaluate_plan",
    "print_metrics",
]
