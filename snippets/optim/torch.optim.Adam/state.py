import torch

for amsgrad in (False, True):
    p = torch.nn.Parameter(torch.tensor([1.0, -2.0], dtype=torch.float16))
    opt = torch.optim.Adam([p], lr=0.01, amsgrad=amsgrad)
    p.grad = torch.tensor([0.5, 1.0], dtype=torch.float16)
    opt.step()
    print(f"amsgrad={amsgrad}:")
    for key, value in opt.state[p].items():
        print(f"  {key:15} shape {str(tuple(value.shape)):5} dtype {value.dtype}")
