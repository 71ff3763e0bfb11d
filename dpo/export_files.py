"""Where access export ZIPs live on disk (settings.EXPORT_ROOT), and their removal: shared by the
export build, erasure and the retention purge."""

import os
from pathlib import Path

from django.conf import settings

from .models import ExportJob


def export_path(file_name: str) -> Path:
    return settings.EXPORT_ROOT / file_name


def file_name_for(job: ExportJob) -> str:
    """Where the job's ZIP is written (relative to EXPORT_ROOT), whether it is done yet or not."""
    return f"{job.tenant_id}/{job.pk}.zip"


def delete_export_files(names: list[str]) -> None:
    """Remove export files (and half-written ones, `<name>.<run>.part`); a missing file is fine."""
    for name in names:
        final = export_path(name)
        for path in (final, *final.parent.glob(f"{final.name}.*part")):
            try:
                os.unlink(path)
            except FileNotFoundError:
                pass
