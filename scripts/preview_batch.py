"""Runs `title-preview --jsonl` for the scripts that lay titles out through the CLI, and fails
loudly: a run that ends with a status other than 0 or 1 (1 only means some lines failed, and
their error records say why), or that writes no record at all, stops the script with the CLI's
own message on standard error.

    from preview_batch import run_batch
    records = run_batch(preview, requests, ["--style", style], what="the cases in Inter")
"""
import json
import subprocess
import sys


def run_batch(preview, requests, arguments=(), what="the requests"):
    """The records `preview --jsonl - ARGUMENTS` writes for `requests` (dicts, one per line), in
    order. Exits the script (status 1) when the CLI cannot run or fails as a whole."""
    lines = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in requests)
    command = [preview, "--jsonl", "-", *arguments]
    try:
        run = subprocess.run(command, input=lines.encode(), capture_output=True)
    except OSError as error:
        sys.exit(f"cannot run {preview}: {error.strerror}")
    records = [json.loads(line) for line in run.stdout.decode().splitlines() if line.strip()]
    if run.returncode not in (0, 1) or (requests and not records):
        sys.stderr.write(run.stderr.decode(errors="replace"))
        sys.exit(f"{' '.join(command)} failed (status {run.returncode}) on {what}")
    return records


def report_errors(records, out=sys.stderr):
    """Prints the error records (`{"id", "code", "error"}`) and returns how many there were."""
    errors = [r for r in records if "error" in r]
    for record in errors:
        print(f"{record.get('id')}: {record.get('code')}: {record['error']}", file=out)
    return len(errors)
