import torch
from torch import nn


def one_step(model, opt):
    before = model.weight.detach().clone()
    opt.zero_grad()
    model(torch.ones(1, 2)).sum().backward()
    opt.step()
    return not torch.equal(before, model.weight)


new_sd = nn.Linear(2, 1).state_dict()
print("swap_module_params_on_conversion:", torch.__future__.get_swap_module_params_on_conversion())
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # created BEFORE load_state_dict(assign=True)
model.load_state_dict(new_sd, assign=True)
print("optimizer holds model.weight:", opt.param_groups[0]["params"][0] is model.weight,
      "| step changed the model:", one_step(model, opt))
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # created after the load
print("optimizer created after the load | step changed the model:", one_step(model, opt))
torch.__future__.set_swap_module_params_on_conversion(True)
model = nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model.load_state_dict(new_sd, assign=True)  # now swaps the contents into the existing Parameters
print("with swapping on | optimizer holds model.weight:", opt.param_groups[0]["params"][0] is model.weight,
      "| step changed the model:", one_step(model, opt))
torch.__future__.set_swap_module_params_on_conversion(False)
