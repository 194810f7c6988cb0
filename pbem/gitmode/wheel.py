"""A wheel of the running pbem, for a game repository's CI to install exactly this pbem.

A game must be processed by the pbem that made it (its file formats, sealing and report layout
are that version's), and no package named pbem is on the public index. So ``pbem git init``
writes this installation as a wheel into the repository (``.pbem/pbem-VERSION-py3-none-any.whl``)
and the workflow installs that file once its SHA-256, written in the workflow, matches.

The wheel is laid out as the project's build makes it (hatch: the package, with the schemas,
templates and example game inside it as ``_schemas`` ...), from the files of this
installation, whether an installed wheel or an editable checkout. It is reproducible: entries
sorted, every date 1980-01-01, so the same pbem always gives the same bytes and hash.
"""

from __future__ import annotations

import base64
import hashlib
import zipfile
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from pbem.resources import PACKAGE_DIR, resource_dir

DATA = ("schemas", "templates", "examples")
TAG = "py3-none-any"
_EPOCH = (1980, 1, 1, 0, 0, 0)
_SKIPPED = ("__pycache__",)


@dataclass(frozen=True)
class Wheel:
    """A built wheel: its file name, its bytes and their SHA-256 (hex)."""

    name: str
    data: bytes

    @property
    def sha256(self) -> str:
        """The hex SHA-256 the workflow checks before installing."""
        return hashlib.sha256(self.data).hexdigest()


def running_wheel() -> Wheel:
    """The wheel of the pbem that runs this code."""
    version = metadata.version("pbem")
    files = dict(_package_files())
    info = f"pbem-{version}.dist-info"
    files[f"{info}/METADATA"] = _metadata(version)
    files[f"{info}/WHEEL"] = (f"Wheel-Version: 1.0\nGenerator: pbem {version}\n"
                              f"Root-Is-Purelib: true\nTag: {TAG}\n").encode()
    files[f"{info}/entry_points.txt"] = b"[console_scripts]\npbem = pbem.cli:main\n"
    record = f"{info}/RECORD"
    files[record] = "".join(f"{name},{_digest(data)},{len(data)}\n"
                            for name, data in sorted(files.items())).encode() \
        + f"{record},,\n".encode()
    return Wheel(f"pbem-{version}-{TAG}.whl", _zipped(files))


def _package_files() -> list[tuple[str, bytes]]:
    """The package's own files and its data folders, by their names inside the wheel."""
    found = [(f"pbem/{path.relative_to(PACKAGE_DIR).as_posix()}", path.read_bytes())
             for path in _files_under(PACKAGE_DIR)
             if not path.relative_to(PACKAGE_DIR).parts[0].startswith("_")
             or path.parent == PACKAGE_DIR]
    for name in DATA:
        folder = resource_dir(name)
        found += [(f"pbem/_{name}/{path.relative_to(folder).as_posix()}", path.read_bytes())
                  for path in _files_under(folder)]
    return found


def _files_under(folder: Path) -> list[Path]:
    return sorted(path for path in folder.rglob("*") if path.is_file()
                  and not any(part in _SKIPPED for part in path.parts)
                  and path.suffix not in (".pyc", ".pyo"))


def _metadata(version: str) -> bytes:
    """The installed distribution's METADATA (its dependencies), as the wheel's."""
    try:
        text = metadata.distribution("pbem").read_text("METADATA")
    except metadata.PackageNotFoundError:
        text = None
    return (text or f"Metadata-Version: 2.1\nName: pbem\nVersion: {version}\n").encode()


def _digest(data: bytes) -> str:
    raw = hashlib.sha256(data).digest()
    return "sha256=" + base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def _record_last(name: str) -> tuple[bool, bool, str]:
    """The package first, then the dist-info, its RECORD last (as wheel builders write it)."""
    return name.endswith("/RECORD"), name.startswith("pbem-"), name


def _zipped(files: dict[str, bytes]) -> bytes:
    from io import BytesIO

    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in sorted(files, key=_record_last):
            info = zipfile.ZipInfo(name, _EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, files[name])
    return out.getvalue()
