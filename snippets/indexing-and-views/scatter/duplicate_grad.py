import torch

src = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
index = torch.tensor([0, 0, 1])                  # src[0] and src[1] both target position 0

out = torch.zeros(2).scatter(0, index, src)
print("out:", out.detach())                      # only one of 1.0 / 2.0 survives at position 0
out.sum().backward()
print("grad of src:", src.grad)                  # yet both get gradient 1
