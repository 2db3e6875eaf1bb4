"""Probes of issue 23 ("Fail closed") that an audit found still open, each as a real subprocess."""

from __future__ import annotations

from tests.support.faultkit import QUERY, assert_clean_exit, assert_refused, cli_env, run_cli


def test_an_empty_mplconfigdir_still_keeps_matplotlib_out_of_home(tmp_path):
    """``MPLCONFIGDIR=""`` is read by matplotlib as unset, so it wrote under HOME (creating a missing one)."""
    home = tmp_path / "no-home"
    png = tmp_path / "deps.png"
    cache = tmp_path / "cache"
    env = cli_env(HOME=str(home), MPLCONFIGDIR="", XDG_CONFIG_HOME=None, XDG_CACHE_HOME=None, HIMAP_CACHE_DIR=str(cache))
    result = run_cli("plan", QUERY, "--policy", "solver", "--deps-png", str(png), env=env)
    assert_clean_exit(result, 0)
    assert png.is_file()
    assert not home.exists(), f"matplotlib wrote under HOME: {sorted(p.name for p in home.rglob('*'))}"
    assert list((cache / "matplotlib").glob("fontlist-*.json")), "matplotlib's cache is in HIMAP_CACHE_DIR"


def test_the_default_cache_folder_is_not_made_under_a_missing_home(tmp_path):
    """Without HIMAP_CACHE_DIR the cache is the user's (~/.cache/himap-travel); a HOME that is not there is not created."""
    home = tmp_path / "no-home"
    env = cli_env(HOME=str(home), XDG_CACHE_HOME=None, HIMAP_CACHE_DIR=None, MPLCONFIGDIR=None)
    result = run_cli("plan", QUERY, env=env)
    assert_refused(result, str(home), "HIMAP_CACHE_DIR")
    assert not home.exists()
