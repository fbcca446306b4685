import torch
import torch.nn.functional as F

w = torch.tensor([1.0, 2.0, 3.0])          # some downstream weights
base = torch.tensor([0.5, 1.0, 0.2])

l_soft = base.clone().requires_grad_()
torch.manual_seed(7)
y_soft = F.gumbel_softmax(l_soft, tau=1.0, hard=False)
(w * y_soft).sum().backward()

l_hard = base.clone().requires_grad_()
torch.manual_seed(7)                       # same Gumbel noise
y_hard = F.gumbel_softmax(l_hard, tau=1.0, hard=True)
(w * y_hard).sum().backward()

print("soft sample      :", y_soft.detach())
print("hard sample      :", y_hard.detach(), "| argmax of soft:", y_soft.argmax().item())
print("grad through soft:", l_soft.grad)
print("grad through hard:", l_hard.grad)
print("same gradient    :", torch.allclose(l_soft.grad, l_hard.grad))

# the trick, written out: one_hot - soft.detach() + soft
manual = F.one_hot(y_soft.argmax(), 3).float() - y_soft.detach() + y_soft
print("y_hard - y_soft.detach() + y_soft == hard sample:", torch.equal(manual.detach(), y_hard.detach()))
