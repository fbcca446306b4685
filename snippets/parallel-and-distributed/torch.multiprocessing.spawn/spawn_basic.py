# timeout: 120
import pathlib
import subprocess
import sys

# The usual shape of a script that uses mp.spawn, written to a file and run with `python`.
pathlib.Path("square_sums.py").write_text('''
import torch
import torch.multiprocessing as mp


def square_sum(i, n, results):  # top level: each new interpreter imports it by name
    results.put((i, torch.arange(n * i, n * (i + 1)).pow(2).sum().item()))


if __name__ == "__main__":  # the children import this file too; they must not spawn again
    results = mp.get_context("spawn").SimpleQueue()
    mp.spawn(square_sum, args=(4, results), nprocs=2)  # calls square_sum(i, 4, results)
    print(sorted(results.get() for _ in range(2)))
''')
run = subprocess.run([sys.executable, "square_sums.py"], capture_output=True, text=True)
print(run.stdout, end="")
print("exit code:", run.returncode)
