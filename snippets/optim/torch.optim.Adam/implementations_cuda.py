# device: cuda
import torch
import torch.optim.adam as adam_module

# record which of Adam's three implementations runs (they are internal functions of torch.optim.adam)
ran = []
for name in ("_single_tensor_adam", "_multi_tensor_adam", "_fused_adam"):
    original = getattr(adam_module, name)

    def recorder(*args, _name=name, _original=original, **kwargs):
        ran.append(_name)
        return _original(*args, **kwargs)

    setattr(adam_module, name, recorder)


def one_step(**flags):
    ran.clear()
    p = torch.nn.Parameter(torch.tensor([1.0, -2.0], device="cuda"))
    opt = torch.optim.Adam([p], lr=0.1, **flags)
    p.grad = torch.tensor([0.5, 1.0], device="cuda")
    opt.step()
    return ran[0], p.detach().cpu()


for flags in ({}, {"foreach": True}, {"fused": True}, {"foreach": False}):
    impl, p = one_step(**flags)
    print(f"CUDA, {str(flags):18} ran {impl:20} p = {p}")
