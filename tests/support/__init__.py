"""What the test modules share: running pbem, making games and tables, golden files, mail, git,
the browser. No test module imports another; each imports what it needs from here."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent.parent
"""The tests folder (its data/ and golden/ sit beside this package)."""
REPO = TESTS.parent
"""The top folder of the checkout."""
