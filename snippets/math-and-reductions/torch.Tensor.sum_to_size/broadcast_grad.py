import torch

a = torch.tensor([1.0, 2.0, 3.0], requires_grad=True)    # shape (3,)
b = torch.ones(4, 2, 3, requires_grad=True)              # shape (4, 2, 3)
(a * b).sum().backward()
grad_out = torch.ones(4, 2, 3) * b.detach()              # d(sum)/d(a*b) times d(a*b)/da
print("a.grad from autograd:     ", a.grad)
print("grad_out.sum_to_size(3): ", grad_out.sum_to_size(a.shape))
print("equal:", torch.equal(a.grad, grad_out.sum_to_size(a.shape)))
