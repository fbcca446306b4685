import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)

for is_train in (True, False):
    with torch.set_grad_enabled(is_train):
        y = (x * 3).sum()
    print(f"is_train={is_train}: y.requires_grad={y.requires_grad}")
print("grad enabled after the blocks:", torch.is_grad_enabled())
