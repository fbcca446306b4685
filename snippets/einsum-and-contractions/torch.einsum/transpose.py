import torch

a = torch.arange(6.0).reshape(2, 3)
t = torch.einsum("ij->ji", a)

print("t:", t)
print("equal to a.T:", torch.equal(t, a.T))
# a pure permutation comes back as a view of the input, like a.T
print("shares memory with a:", t.data_ptr() == a.data_ptr())
print("t.stride():", t.stride(), " contiguous:", t.is_contiguous())
