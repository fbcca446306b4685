import os
import sys

# String hashing must be fixed before the interpreter starts, or set and dict orders of strings could
# change between runs of a snippet: re-start once with PYTHONHASHSEED=0.
if os.environ.get("PYTHONHASHSEED") != "0":
    os.environ["PYTHONHASHSEED"] = "0"
    os.execv(sys.executable, [sys.executable, "-m", "ptref", *sys.argv[1:]])

from .cli import main  # noqa: E402

sys.exit(main())
