# raises: RuntimeError
import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
with torch.no_grad():
    loss = (x ** 2).sum()
print("loss:", loss, "| requires_grad:", loss.requires_grad)
loss.backward()
