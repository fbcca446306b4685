import torch.utils.cpp_extension as cpp_extension

# the modern way to build C++/CUDA extensions; nothing is compiled here
for name in ["load", "load_inline", "CppExtension", "CUDAExtension", "BuildExtension"]:
    print(f"cpp_extension.{name}:", hasattr(cpp_extension, name))
