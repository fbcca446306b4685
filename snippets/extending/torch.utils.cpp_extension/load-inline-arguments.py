import inspect

from torch.utils.cpp_extension import load_inline

CPP = """
torch::Tensor scaled_add(torch::Tensor a, torch::Tensor b, double alpha) {
  return a + alpha * b;
}
"""

def build():
    # Not called here: the first call compiles with ninja and a C++ compiler (minutes),
    # later calls reuse the build directory.
    return load_inline(name="my_ops", cpp_sources=CPP, functions=["scaled_add"])
    # then: my_ops = build(); my_ops.scaled_add(a, b, 0.5)

params = inspect.signature(load_inline).parameters
print("| parameter | default |")
print("|---|---|")
for name, p in params.items():                    # every parameter, in signature order
    default = "required" if p.default is inspect.Parameter.empty else f"`{p.default!r}`"
    print(f"| `{name}` | {default} |")
