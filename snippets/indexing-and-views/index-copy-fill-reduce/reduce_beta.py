# timeout: 60
import subprocess
import sys

# A fresh interpreter, so that the once-per-process warning is not already spent
code = (
    "import warnings, torch\n"
    "with warnings.catch_warnings(record=True) as w:\n"
    "    warnings.simplefilter('always')\n"
    "    torch.ones(2).index_reduce(0, torch.tensor([0]), torch.tensor([2.0]), 'prod')\n"
    "    torch.ones(2).index_reduce(0, torch.tensor([0]), torch.tensor([2.0]), 'prod')\n"
    "print('warnings from two calls:', len(w))\n"
    "print(w[0].category.__name__ + ':', str(w[0].message).split(' (Triggered')[0])\n"
)
print(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout, end="")
