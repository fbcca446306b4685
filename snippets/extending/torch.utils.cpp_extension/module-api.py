import torch.utils.cpp_extension as cpp_extension

public = ["load", "load_inline", "CppExtension", "CUDAExtension", "BuildExtension",
          "include_paths", "library_paths", "is_ninja_available", "verify_ninja_availability"]
for name in public:
    obj = getattr(cpp_extension, name)
    kind = "class" if isinstance(obj, type) else "function"
    print(f"{name:<26} {kind}")
