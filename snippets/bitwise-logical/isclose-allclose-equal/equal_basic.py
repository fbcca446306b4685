import torch

a = torch.arange(6.0).reshape(2, 3)
print("equal(a, a.clone())          :", torch.equal(a, a.clone()))
print("equal(a.t(), a.t().contiguous()):", torch.equal(a.t(), a.t().contiguous()), "<- strides do not matter")
print("equal(a, a.reshape(3, 2))    :", torch.equal(a, a.reshape(3, 2)), "<- shapes differ")
print("equal((3,), (1, 3))          :", torch.equal(torch.ones(3), torch.ones(1, 3)), "<- no broadcasting")
print("equal(0.0, -0.0)             :", torch.equal(torch.tensor([0.0]), torch.tensor([-0.0])))
print("equal(bool, int64)           :", torch.equal(torch.tensor([True, False]), torch.tensor([1, 0])))
print("returns                      :", type(torch.equal(a, a)).__name__)
