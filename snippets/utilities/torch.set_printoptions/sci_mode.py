import torch

small = torch.tensor([1e-5, 1.0])
plain = torch.tensor([1.5, 2.0])
print("sci_mode=None (automatic):", small, plain)
torch.set_printoptions(sci_mode=False)
print("sci_mode=False:           ", small, plain)
torch.set_printoptions(sci_mode=True)
print("sci_mode=True:            ", small, plain)
torch.set_printoptions(profile="default")
print("profile='default' resets sci_mode too:", small)
