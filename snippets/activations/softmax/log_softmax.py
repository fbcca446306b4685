import torch
from torch import nn

x = torch.tensor([0.0, 50.0, 200.0])
print("softmax(x):           ", torch.softmax(x, 0))
print("log(softmax(x)):      ", torch.log(torch.softmax(x, 0)))
print("log_softmax(x):       ", torch.log_softmax(x, 0))
print("nn.LogSoftmax(dim=0): ", nn.LogSoftmax(dim=0)(x))
print("x - logsumexp(x):     ", x - torch.logsumexp(x, 0))

# the gradient of log(softmax) is lost where softmax underflowed to 0
for name, f in [("log(softmax)", lambda t: torch.log(torch.softmax(t, 0))),
                ("log_softmax", lambda t: torch.log_softmax(t, 0))]:
    t = x.clone().requires_grad_()
    f(t)[0].backward()
    print(f"grad of {name}[0]:", t.grad)
