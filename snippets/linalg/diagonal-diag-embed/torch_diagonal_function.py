import torch

A = torch.arange(9.0).reshape(3, 3).requires_grad_()
d = torch.diagonal(A, offset=0, dim1=0, dim2=1)
print("torch.diagonal(A):", d.tolist(), "| same as A.diagonal():", torch.equal(d, A.diagonal()))
d.sum().backward()                                # gradient flows through the view
print("grad of the diagonal sum:", A.grad.tolist())

batch = torch.arange(8).reshape(2, 2, 2)
print("batched, dim1=-2, dim2=-1:", torch.diagonal(batch, dim1=-2, dim2=-1).tolist())
