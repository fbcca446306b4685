import torch
import torch.nn.functional as F

x = torch.tensor([-200.0, -100.0, -20.0, 0.0, 20.0])
print("F.logsigmoid(x)      :", F.logsigmoid(x))
print("torch.log(sigmoid(x)):", torch.log(torch.sigmoid(x)))

# gradient: 1 - sigmoid(x) = sigmoid(-x)
g = torch.tensor([-200.0, -100.0, 0.0, 20.0], requires_grad=True)
F.logsigmoid(g).sum().backward()
h = torch.tensor([-200.0, -100.0, 0.0, 20.0], requires_grad=True)
torch.log(torch.sigmoid(h)).sum().backward()
print("grad of logsigmoid   :", g.grad, "| sigmoid(-x):", torch.sigmoid(-g.detach()))
print("grad of log(sigmoid) :", h.grad)
