"""``pbem`` in a child process that kills itself (SIGKILL, no clean-up) just before or just
after a chosen function runs: the crash tests' way of stopping a command at a known point."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.support import TESTS

RUNNER = """
import importlib, os, signal, sys
from pbem.cli import main
module_name, attribute, when = sys.argv[1:4]  # "-" "-" "-": run without a kill
def killing(*args, **kwargs):
    if when == "before":
        os.kill(os.getpid(), signal.SIGKILL)
    result = original(*args, **kwargs)
    os.kill(os.getpid(), signal.SIGKILL)
    return result
if module_name != "-":
    path = module_name.split(".")
    try:
        owner = importlib.import_module(module_name)
    except ModuleNotFoundError:
        owner = getattr(importlib.import_module(".".join(path[:-1])), path[-1])
    original = getattr(owner, attribute)
    setattr(owner, attribute, killing)
sys.argv = ["pbem", *sys.argv[4:]]
main()
"""


def pbem_killed(kill: tuple[str, str, str] | None, now: str, *args: str | Path
                ) -> subprocess.CompletedProcess[str]:
    """``pbem ARGS`` at ``now`` in a child, killed at ``kill`` (module or class, function,
    ``before``/``after``), or run whole when ``kill`` is None."""
    point = kill or ("-", "-", "-")
    env = {**os.environ, "PBEM_NOW": now}
    return subprocess.run([sys.executable, "-c", RUNNER, *point, *map(str, args)],
                          cwd=TESTS.parent, env=env, capture_output=True, text=True,
                          timeout=120, check=False)


def pbem_started(now: str, *args: str | Path) -> subprocess.Popen[str]:
    """``pbem ARGS`` at ``now`` started in a child (not waited for)."""
    env = {**os.environ, "PBEM_NOW": now}
    return subprocess.Popen([sys.executable, "-m", "pbem", *map(str, args)], cwd=TESTS.parent,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
