import torch

flag = torch.compiled_with_cxx11_abi()
print("compiled_with_cxx11_abi():", flag, "| type:", type(flag).__name__)
print("same as torch._C._GLIBCXX_USE_CXX11_ABI:", flag == torch._C._GLIBCXX_USE_CXX11_ABI)
# what C++ code linked against this libtorch must be compiled with:
print("compiler flag to match:", f"-D_GLIBCXX_USE_CXX11_ABI={int(flag)}")
