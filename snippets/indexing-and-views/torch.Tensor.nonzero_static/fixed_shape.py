import torch

for data in ([0, 0, 0, 0], [1, 0, 2, 0], [5, 6, 7, 8]):
    t = torch.tensor(data)
    print(f"{data}: nonzero {tuple(t.nonzero().shape)} | nonzero_static(size=3) {tuple(t.nonzero_static(size=3).shape)}")
