import torch

w = torch.nn.Parameter(torch.zeros(1000))
for amsgrad in (False, True):
    opt = torch.optim.Adam([w], amsgrad=amsgrad)
    w.grad = torch.ones(1000)
    opt.step()
    state = opt.state[w]
    print(f"amsgrad={amsgrad}:", {k: tuple(v.shape) for k, v in state.items()})
