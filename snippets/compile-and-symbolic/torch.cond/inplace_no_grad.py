# timeout: 120
import torch

x = torch.ones(2)
with torch.no_grad():
    out = torch.cond(torch.tensor(True), lambda t: t.sin_(), lambda t: t + 1, (x,))
print("out:", out, "| x:", x, "| out is x:", out is x)

y = torch.ones(2)
try:
    torch.cond(torch.tensor(True), lambda t: t.sin_(), lambda t: t + 1, (y,))  # grad mode on
except Exception as e:
    print("with grad mode on:", type(e).__name__, "| y unchanged:", y)
