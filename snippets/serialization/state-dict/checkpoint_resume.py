import torch
from torch import nn

g = torch.Generator().manual_seed(0)
X = torch.randn(64, 3, generator=g)
Y = X @ torch.tensor([[1.0], [-2.0], [0.5]]) + 0.1 * torch.randn(64, 1, generator=g)

def make():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(3, 8), nn.Tanh(), nn.Dropout(0.2), nn.Linear(8, 1))
    opt = torch.optim.Adam(model.parameters(), lr=0.05)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)
    return model, opt, sched

def train_epoch(model, opt, sched):
    model.train()
    for i in range(0, 64, 16):
        opt.zero_grad()
        loss = nn.functional.mse_loss(model(X[i:i + 16]), Y[i:i + 16])
        loss.backward()
        opt.step()
    sched.step()
    return loss.item()

# run A: 6 epochs without stopping
model, opt, sched = make()
losses_a = [train_epoch(model, opt, sched) for _ in range(6)]

# run B: 3 epochs, save a checkpoint, "crash"
model, opt, sched = make()
for epoch in range(3):
    loss = train_epoch(model, opt, sched)
torch.save({"epoch": epoch, "model": model.state_dict(), "optimizer": opt.state_dict(),
            "scheduler": sched.state_dict(), "loss": loss,
            "rng": torch.get_rng_state()}, "ckpt.pt")              # dropout draws random numbers
del model, opt, sched

# resume in fresh objects
model, opt, sched = make()
ckpt = torch.load("ckpt.pt")                      # weights_only=True is enough for this dict
model.load_state_dict(ckpt["model"])
opt.load_state_dict(ckpt["optimizer"])
sched.load_state_dict(ckpt["scheduler"])
torch.set_rng_state(ckpt["rng"])
start = ckpt["epoch"] + 1
losses_b = [train_epoch(model, opt, sched) for _ in range(start, 6)]

print("uninterrupted, epochs 3-5:", [f"{v:.6f}" for v in losses_a[3:]])
print("resumed,       epochs 3-5:", [f"{v:.6f}" for v in losses_b])
print("identical:", losses_a[3:] == losses_b)

# resuming with the model only (fresh optimizer and scheduler) does not reproduce the run
model, opt, sched = make()
model.load_state_dict(ckpt["model"])
torch.set_rng_state(ckpt["rng"])
losses_c = [train_epoch(model, opt, sched) for _ in range(start, 6)]
print("model only,    epochs 3-5:", [f"{v:.6f}" for v in losses_c])
