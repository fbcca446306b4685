import torch

x = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)
torch.logsumexp(x, dim=0).backward()
print("gradient          :", x.grad)
print("softmax(x)        :", torch.softmax(x.detach(), dim=0))

masked = torch.tensor([float("-inf"), float("-inf")], requires_grad=True)
out = torch.logsumexp(masked, dim=0)
out.backward()
print("all -inf: value", out.item(), "| gradient", masked.grad)
