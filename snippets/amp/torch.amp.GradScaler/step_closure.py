import torch

w = torch.nn.Parameter(torch.tensor([1.0]))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=8.0)


def closure():
    opt.zero_grad()
    loss = scaler.scale(w.sum())  # true gradient of w.sum(): 1.0
    loss.backward()
    return loss


closure()
try:
    scaler.step(opt, closure=closure)
except RuntimeError as e:
    print("closure=closure -> RuntimeError:", e)
scaler.step(opt, closure)  # passed positionally, the closure is not detected
scaler.update()
print("positional closure: w moved by", round(1 - w.item(), 4), "instead of lr * grad = 0.1")
