import torch

p = torch.nn.Parameter(torch.zeros(3))
incoming = torch.arange(3, dtype=torch.float64)
with torch.no_grad():                       # load_state_dict runs it under no_grad too
    r = p.module_load(incoming)             # assign=False: self.copy_(other).detach()
print("assign=False ->", r, "| dtype", r.dtype)
print("  is p:", r is p, "| is other:", r is incoming, "| shares p's memory:", r.data_ptr() == p.data_ptr())
print("  p now holds:", p.detach())
a = p.module_load(incoming, assign=True)    # other.detach()
print("assign=True  ->", a, "| dtype", a.dtype)
print("  is other:", a is incoming, "| shares other's memory:", a.data_ptr() == incoming.data_ptr())
