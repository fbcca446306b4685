import torch

for momentum in (0.0, 0.9):
    p = torch.nn.Parameter(torch.tensor([1.0, -2.0]))
    opt = torch.optim.SGD([p], lr=0.1, momentum=momentum)
    print(f"momentum={momentum}: state before step: {dict(opt.state)}")
    p.grad = torch.tensor([0.5, 1.0])
    opt.step()
    if p not in opt.state:      # opt.state is a defaultdict: test membership, do not index
        print("  after step: state is still empty")
    else:
        for key, value in opt.state[p].items():
            print(f"  after step: state[p][{key!r}] = {value}, shape {tuple(value.shape)}, dtype {value.dtype}")
    print("  state_dict()['state']:", opt.state_dict()["state"])
