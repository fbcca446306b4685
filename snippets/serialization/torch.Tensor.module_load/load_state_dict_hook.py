import torch

class Loud(torch.Tensor):
    def module_load(self, other, assign=False):
        print("    Loud.module_load called, assign =", assign)
        return super().module_load(other, assign)

for swap in [False, True]:
    torch.__future__.set_swap_module_params_on_conversion(swap)
    try:
        m = torch.nn.Linear(2, 2, bias=False)
        m.weight = torch.nn.Parameter(torch.zeros(2, 2).as_subclass(Loud))
        old = m.weight
        print(f"swap_module_params_on_conversion = {swap}")
        m.load_state_dict({"weight": torch.ones(2, 2, dtype=torch.float64)})
        print("  assign=False:", type(m.weight).__name__, m.weight.dtype, "| same object:", m.weight is old)
        m.load_state_dict({"weight": torch.ones(2, 2, dtype=torch.float64)}, assign=True)
        print("  assign=True: ", type(m.weight).__name__, m.weight.dtype, "| same object:", m.weight is old)
    finally:
        torch.__future__.set_swap_module_params_on_conversion(False)
