import torch

x = torch.zeros(2, 3)
idx = torch.tensor([[1, 1], [5, 5]])          # 2x2 index for a 2x3 tensor
src = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
x.put_(idx, src, accumulate=True)
print("accumulate=True with repeated positions:\n", x)
y = torch.zeros(2, 3)
y.put_(torch.tensor([1, 5]), torch.tensor([[10.0], [20.0]]))
print("index shape (2,), source shape (2, 1): same numel is enough\n", y)
t = torch.zeros(2, 3).t()                     # shape (3, 2), not contiguous
t.put_(torch.tensor([1]), torch.tensor([9.0]))
print("non-contiguous (3, 2): flat position 1 is t[0, 1]:\n", t)
print("empty index: ", torch.zeros(3).put_(torch.tensor([], dtype=torch.long), torch.tensor([])))
