"""The test suite of pbem; shared helpers live in ``tests.support``."""
