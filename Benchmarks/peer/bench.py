#!/usr/bin/env python3
"""Times `scrollscript run SCRIPT --cases FILE` against the Python peer (run_cases.py).

Runs each contender once per round, in the same order every round (tool,
peer, then any older tool given with --baseline), on the same file, writing
its results to a file of its own; prints lines per second for each as the
median of the rounds with their range, and the ratios to the peer. Then checks
that every contender wrote the same results (numbers compared exactly).

Usage: bench.py --tool PATH --cases FILE [--script behaviors/paging.lua]
                [--rounds 7] [--baseline PATH]
Run through Benchmarks/cases-vs-peer, which builds and prepares everything.
"""

import argparse
import os
import statistics
import subprocess
import sys
import time

import orjson

HERE = os.path.dirname(os.path.abspath(__file__))


def run(command, output_path):
    """Runs `command` with standard output to `output_path`; returns its seconds."""
    with open(output_path, "wb") as output:
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=output, stderr=subprocess.PIPE)
        _, status = os.waitpid(process.pid, 0)
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        errors = process.stderr.read().decode(errors="replace")
        process.stderr.close()
    if process.returncode not in (0, 1):  # 1: some cases failed, which the tool reports and goes on
        sys.exit(f"{command[0]} failed ({process.returncode}): {errors[:500]}")
    return seconds


def count_lines(path):
    with open(path, "rb") as file:
        return sum(1 for line in file if line.strip())


def results(path):
    """The results of a file as comparable values: targets' numbers as floats, errors by kind."""
    with open(path, "rb") as file:
        for line in file:
            value = orjson.loads(line)
            if "target" in value:
                rect = value["target"]["rect"]
                yield ("target", float(rect["x"]), float(rect["y"]), float(rect["width"]), float(rect["height"]))
            else:
                yield ("error", value["error"]["kind"])


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tool", required=True)
    parser.add_argument("--cases", required=True)
    parser.add_argument("--script", default="behaviors/paging.lua")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--baseline", action="append", default=[], help="an older scrollscript binary (repeatable)")
    parser.add_argument("--work", default=".build/cases-vs-peer")
    arguments = parser.parse_args()

    os.makedirs(arguments.work, exist_ok=True)
    lines = count_lines(arguments.cases)
    contenders = [("scrollscript", [arguments.tool, "run", arguments.script, "--cases", arguments.cases])]
    contenders.append(("peer (Python, lupa, orjson)",
                       [sys.executable, os.path.join(HERE, "run_cases.py"), arguments.script, arguments.cases]))
    for index, baseline in enumerate(arguments.baseline):
        name = "baseline" if len(arguments.baseline) == 1 else f"baseline {index + 1}"
        contenders.append((f"{name} ({baseline})", [baseline, "run", arguments.script, "--cases", arguments.cases]))

    print(f"{lines} case lines from {arguments.cases}, script {arguments.script}, {arguments.rounds} rounds")
    rates = {name: [] for name, _ in contenders}
    outputs = {}
    for round_number in range(arguments.rounds):
        for index, (name, command) in enumerate(contenders):
            outputs[name] = os.path.join(arguments.work, f"results-{index}.jsonl")
            seconds = run(command, outputs[name])
            rates[name].append(lines / seconds)
        print(f"  round {round_number + 1}: " + ", ".join(f"{rates[name][-1]:,.0f}" for name, _ in contenders),
              flush=True)

    peer = statistics.median(rates[contenders[1][0]])
    width = max(len(name) for name, _ in contenders)
    print(f"\n{'':<{width}} {'lines/s (median)':>17} {'range':>23} {'vs peer':>8}")
    for name, _ in contenders:
        median = statistics.median(rates[name])
        spread = f"{min(rates[name]):,.0f}–{max(rates[name]):,.0f}"
        print(f"{name:<{width}} {median:>17,.0f} {spread:>23} {median / peer:>7.2f}x")

    reference = list(results(outputs[contenders[0][0]]))
    for name, _ in contenders[1:]:
        other = list(results(outputs[name]))
        same = len(other) == len(reference) and all(a == b for a, b in zip(reference, other))
        print(f"results of {name}: {'the same as scrollscript' if same else 'DIFFERENT from scrollscript'}")
        if not same:
            sys.exit(1)

if __name__ == "__main__":
    main()
