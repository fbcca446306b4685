import torch
import torch.optim.sgd as sgd_module

# record which of SGD's three implementations runs (they are internal functions of torch.optim.sgd)
ran = []
for name in ("_single_tensor_sgd", "_multi_tensor_sgd", "_fused_sgd"):
    original = getattr(sgd_module, name)

    def recorder(*args, _name=name, _original=original, **kwargs):
        ran.append(_name)
        return _original(*args, **kwargs)

    setattr(sgd_module, name, recorder)


def one_step(**flags):
    ran.clear()
    p = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
    opt = torch.optim.SGD([p], lr=0.1, momentum=0.9, **flags)
    p.grad = torch.tensor([0.5, 1.0])
    opt.step()
    return ran[0], p.detach()


for flags in ({}, {"foreach": True}, {"fused": True}, {"foreach": False}):
    impl, p = one_step(**flags)
    print(f"CPU, {str(flags):18} ran {impl:19} p = {p}")
