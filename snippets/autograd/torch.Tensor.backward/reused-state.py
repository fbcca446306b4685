# raises: RuntimeError
import torch

w = torch.tensor(0.5, requires_grad=True)

h = torch.tensor(1.0)
for step in range(2):
    h = h.detach() * w          # fixed: start each step from a detached state
    (h * h).backward()
print("with detach: two steps ok, w.grad =", w.grad)

h = torch.tensor(1.0)
for step in range(2):
    h = h * w                   # the state still hangs on the previous step's graph
    print("step", step)
    (h * h).backward()          # step 1 reaches the freed graph of step 0
