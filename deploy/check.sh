#!/bin/sh
# Checks the recipes in deploy/ without a cluster, an AWS account or an image build:
#  1. the Kubernetes files against the Kubernetes schema (kubernetes-validate, schemas bundled, --strict);
#  2. the AWS Batch job definition and submission against the AWS Batch API model (botocore's, bundled);
#  3. that every shared library the binary links to comes from runtime-packages.txt (what the Containerfile
#     installs) or from what those packages and Debian's required base bring (Debian only);
#  4. the shard contract: N processes given the index as a pod (JOB_COMPLETION_INDEX), an AWS Batch array child
#     (AWS_BATCH_JOB_ARRAY_INDEX) or GNU parallel get it, through run-shard.sh and parallel.sh, make the same
#     tree as one unsharded run, with every person in exactly one shard.
# The validators go into a virtual environment (CHECK_VENV, default .build/deploy-venv) the first time; after
# that the check runs offline. COACH_REPORT names the binary (default: the release build, else the debug one).
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
venv="${CHECK_VENV:-$root/.build/deploy-venv}"
if [ ! -x "$venv/bin/kubernetes-validate" ] || ! "$venv/bin/python" -c "import botocore" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "kubernetes-validate==1.37.0" "botocore>=1.35"
fi

echo "1. Kubernetes files against the schema"
"$venv/bin/kubernetes-validate" --strict "$here"/kubernetes/*.yaml
# The check is only worth its name if it catches a mistake: a misspelt field must fail.
bad="$(mktemp)"
sed 's/backoffLimitPerIndex/backofLimitPerIndex/' "$here/kubernetes/indexed-job.yaml" > "$bad"
if "$venv/bin/kubernetes-validate" --strict --quiet "$bad" >/dev/null 2>&1; then echo "a misspelt field passed" >&2; exit 1; fi
rm -f "$bad"

echo "2. AWS Batch files against the AWS Batch API model"
"$venv/bin/python" - "$here/aws-batch" <<'PY'
import json, sys
import botocore.session
from botocore.validate import ParamValidator
model = botocore.session.get_session().get_service_model("batch")
folder = sys.argv[1]
for operation, name in [("RegisterJobDefinition", "job-definition.json"), ("SubmitJob", "submit-job.json")]:
    report = ParamValidator().validate(json.load(open(f"{folder}/{name}")), model.operation_model(operation).input_shape)
    if report.has_errors():
        sys.exit(f"{name}: {report.generate_report()}")
    print(f"{name}: valid {operation} input")
definition = json.load(open(f"{folder}/job-definition.json"))
size = json.load(open(f"{folder}/submit-job.json"))["arrayProperties"]["size"]
shards = {e["name"]: e["value"] for e in definition["containerProperties"]["environment"]}["SHARDS"]
if int(shards) != size:
    sys.exit(f"SHARDS is {shards} but the array has {size} children")
PY

binary="${COACH_REPORT:-}"
if [ -z "$binary" ]; then
  binary="$root/.build/release/coach-report"
  [ -x "$binary" ] || binary="$root/.build/debug/coach-report"
fi
[ -x "$binary" ] || { echo "no coach-report binary: run swift build first" >&2; exit 1; }

echo "3. runtime libraries of $binary"
if command -v dpkg >/dev/null && command -v apt-cache >/dev/null; then
  wanted="$(tr '\n' ' ' < "$here/runtime-packages.txt")"
  # The Containerfile's install step, simulated: every name resolves in this system's (Debian 12's) archive.
  apt-get -s -o Debug::NoLocking=1 install --no-install-recommends $wanted >/dev/null
  # What the listed packages bring with them, and what every Debian image has (priority required).
  closure="$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks --no-replaces --no-enhances $wanted 2>/dev/null \
    | grep -v '^ ' | sed 's/:.*//' | sort -u)"
  required="$(dpkg-query -W -f='${Package} ${Priority}\n' | awk '$2 == "required" {print $1}')"
  missing="" unowned=""
  for lib in $(ldd "$binary" | awk '/=> \// {print $3}'); do
    # dpkg knows a file by the path it installed (/lib/… on a merged /usr), so the path as linked, then as resolved.
    package="$( (dpkg -S "$lib" || dpkg -S "$(readlink -f "$lib")") 2>/dev/null | head -1 | cut -d: -f1)" || true
    # None: the toolchain's Swift runtime, which a debug build links to and the release build holds.
    [ -n "$package" ] || { unowned="$unowned $lib"; continue; }
    if ! printf '%s\n%s\n' "$closure" "$required" | grep -qx "$package"; then missing="$missing $package"; fi
  done
  [ -z "$missing" ] || { echo "not in runtime-packages.txt nor brought by it:$missing" >&2; exit 1; }
  echo "  every library comes from runtime-packages.txt or what it brings"
  [ -z "$unowned" ] || echo "  (and $(echo $unowned | wc -w) of the toolchain's Swift runtime, linked into the release build)"
else
  echo "  skipped: not a Debian system"
fi

echo "4. the shard contract"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/exports"
: > "$work/people.jsonl"
for i in $(seq 1 24); do
  "$binary" sample --days 14 --seed "$i" --out "$work/exports/$i.json"
  echo "{\"id\": \"person-$i\", \"export\": \"exports/$i.json\", \"outputs\": [\"summary\", \"chart:rings.svg\"]}" >> "$work/people.jsonl"
done
"$binary" batch "$work/people.jsonl" --out "$work/whole" --quiet
same() { diff -r -x 'batch-status*' -x parallel.joblog "$work/whole" "$1" >/dev/null || { echo "$2: not the same tree as one run" >&2; exit 1; }; }
people() { cat "$1"/batch-status-*-of-4.jsonl | sed 's/^{"id":"\([^"]*\)".*/\1/' | sort; }
all="$(sed 's/^{"id":"\([^"]*\)".*/\1/' "$work/whole/batch-status.jsonl" | sort)"
for variable in JOB_COMPLETION_INDEX AWS_BATCH_JOB_ARRAY_INDEX; do
  for index in 0 1 2 3; do
    env "$variable=$index" SHARDS=4 MANIFEST="$work/people.jsonl" OUT="$work/$variable" COACH_REPORT="$binary" "$here/run-shard.sh"
  done
  same "$work/$variable" "$variable"
  [ "$(people "$work/$variable")" = "$all" ] || { echo "$variable: a person missing or in two shards" >&2; exit 1; }
  echo "  $variable: 4 shards, every person once, the same files as one run"
done
if command -v parallel >/dev/null; then
  MANIFEST="$work/people.jsonl" OUT="$work/parallel" SHARDS=4 JOBS=2 COACH_REPORT="$binary" "$here/parallel.sh"
  same "$work/parallel" "GNU parallel"
  [ "$(people "$work/parallel")" = "$all" ] || { echo "GNU parallel: a person missing or in two shards" >&2; exit 1; }
  [ "$(awk 'NR > 1 && $7 == 0' "$work/parallel/parallel.joblog" | wc -l)" = 4 ] || { echo "GNU parallel: the joblog does not show 4 shards done" >&2; exit 1; }
  echo "  GNU parallel: 4 shards, every person once, the same files as one run, 4 lines in the joblog"
else
  echo "  GNU parallel: skipped, not installed (apt-get install parallel)"
fi
echo "deploy: all checks passed"
