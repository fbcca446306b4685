import torch

x = torch.tensor([[0.0, 1.0, 0.0],
                  [-1.0, 0.0, 0.0]])
v = torch.tensor([10.0, 20.0, 30.0])        # one value per column
print("values per column:\n", torch.heaviside(x, v))
print("0-d values:", torch.heaviside(torch.tensor([0.0, 3.0]), torch.tensor(0.0)))
print("output broadcast to values' shape:", torch.heaviside(torch.tensor(0.0), torch.tensor([1.0, 2.0])))
print("empty input:", torch.heaviside(torch.empty(0), torch.tensor(1.0)))
