import torch

w = torch.nn.Parameter(torch.ones(2))
opt = torch.optim.SGD([w], lr=0.1)
scaler = torch.amp.GradScaler("cpu", init_scale=2.0**10, growth_interval=3)
for _ in range(4):
    opt.zero_grad()
    scaler.scale(w.sum()).backward()
    scaler.step(opt)
    scaler.update()
state = scaler.state_dict()
print("state_dict:", state)

torch.save({"scaler": state}, "ckpt.pt")  # save it with the model and optimizer
resumed = torch.amp.GradScaler("cpu")
resumed.load_state_dict(torch.load("ckpt.pt")["scaler"])
print("resumed scale:", resumed.get_scale(), "| growth interval:", resumed.get_growth_interval())
