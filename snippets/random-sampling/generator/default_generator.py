import torch

print("type:", type(torch.default_generator).__name__, "| device:", torch.default_generator.device)
print("torch.manual_seed returns it:", torch.manual_seed(5) is torch.default_generator)

torch.default_generator.manual_seed(7)
a = torch.rand(2)
torch.manual_seed(7)
b = torch.rand(2)
print("default_generator.manual_seed(7) == torch.manual_seed(7):", torch.equal(a, b))
print("get_rng_state() is its state:", torch.equal(torch.get_rng_state(), torch.default_generator.get_state()))
