import os

from torch.utils.cpp_extension import get_default_build_root, load

os.environ.pop("XDG_CACHE_HOME", None)          # use the standard per-user cache location
home = os.path.realpath(os.path.expanduser("~"))
root = get_default_build_root()                 # computes the path, creates nothing
print("default root, relative to ~:", os.path.relpath(root, home))
print("load's docstring says:", "<tmp>/torch_extensions" in load.__doc__)
