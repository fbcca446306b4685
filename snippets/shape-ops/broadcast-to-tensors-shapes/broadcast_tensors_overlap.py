import torch

w = torch.zeros(1, 3)
bw, _ = torch.broadcast_tensors(w, torch.zeros(2, 3))
for name, op in [("add_(1)", lambda t: t.add_(1)), ("exp_()", lambda t: t.exp_()),
                 ("fill_(7)", lambda t: t.fill_(7.0)), ("zero_()", lambda t: t.zero_())]:
    try:
        op(bw)
        print(f"{name:9s} accepted, w is now {w.tolist()}")
    except RuntimeError as e:
        print(f"{name:9s} RuntimeError:", str(e).split(".")[0])

bw[1, 0] = 5.0                                     # an indexed write is not refused either
print("after bw[1, 0] = 5, bw:", bw.tolist())
print("and w:", w.tolist())

safe = bw.clone()                                  # one memory location per element
safe.add_(1)
print("clone().add_(1):", safe.tolist())
