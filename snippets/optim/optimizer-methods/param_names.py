import torch
from torch import nn

model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.named_parameters(), lr=0.1, momentum=0.9)
model(torch.ones(1, 2)).sum().backward()
opt.step()
saved = opt.state_dict()
print("saved param_names:", saved["param_groups"][0]["param_names"])

# the same parameters, listed in the other order
params = dict(model.named_parameters())
opt2 = torch.optim.SGD([("bias", params["bias"]), ("weight", params["weight"])], lr=0.1, momentum=0.9)
print("new optimizer's param_names:", opt2.param_groups[0]["param_names"])
opt2.load_state_dict(saved)                    # by position: names are ignored
print("after load, param_names:", opt2.param_groups[0]["param_names"])
print("momentum_buffer shape on bias:", tuple(opt2.state[params["bias"]]["momentum_buffer"].shape))


def match_by_name(optimizer, state_dict):
    """Reorder the loaded state so that it follows this optimizer's parameter names."""
    state_dict = {"state": dict(state_dict["state"]),
                  "param_groups": [dict(g) for g in state_dict["param_groups"]]}
    for mine, theirs in zip(optimizer.param_groups, state_dict["param_groups"]):
        by_name = {n: state_dict["state"].get(i) for n, i in zip(theirs["param_names"], theirs["params"])}
        for n, i in zip(mine["param_names"], theirs["params"]):
            if by_name[n] is not None:
                state_dict["state"][i] = by_name[n]
        theirs["param_names"] = list(mine["param_names"])
    return state_dict


opt3 = torch.optim.SGD([("bias", params["bias"]), ("weight", params["weight"])], lr=0.1, momentum=0.9)
opt3.register_load_state_dict_pre_hook(match_by_name)
opt3.load_state_dict(saved)
print("with a pre-hook, momentum_buffer shape on bias:", tuple(opt3.state[params["bias"]]["momentum_buffer"].shape))
