import torch

print("initial default:", torch.get_default_device())
torch.set_default_device("meta")  # "meta" tensors have shape and dtype but no data
print("after set_default_device('meta'):", torch.get_default_device())

print("torch.zeros(2):", torch.zeros(2).device)
print("torch.tensor([1.0]):", torch.tensor([1.0]).device)
print("torch.arange(3):", torch.arange(3).device)
print("nn.Linear(4, 2).weight:", torch.nn.Linear(4, 2).weight.device, tuple(torch.nn.Linear(4, 2).weight.shape))
print("explicit device='cpu':", torch.zeros(2, device="cpu").device)

torch.set_default_device(None)  # back to the initial state
print("after set_default_device(None):", torch.get_default_device(), torch.zeros(1).device)
