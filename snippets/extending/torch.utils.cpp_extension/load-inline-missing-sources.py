# raises: TypeError
from torch.utils.cpp_extension import load_inline

load_inline(name="my_ops")         # fails before any compiling: cpp_sources is required
