import os

import torch
from torch.utils.cpp_extension import BuildExtension, CppExtension

ext = CppExtension("my_ops", ["my_ops.cpp"])        # for setup.py: ext_modules=[ext]
print("type:", type(ext).__module__ + "." + type(ext).__name__)
print("name:", ext.name, "| sources:", ext.sources, "| language:", ext.language)
print("libraries:", ext.libraries)
site = os.path.dirname(os.path.dirname(torch.__file__))
print("include_dirs:", [os.path.relpath(p, site) for p in ext.include_dirs])
print("BuildExtension is a build_ext command:", BuildExtension.__mro__[1].__name__)
