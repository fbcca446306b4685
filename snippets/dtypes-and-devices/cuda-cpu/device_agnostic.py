import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
model = torch.nn.Linear(3, 1).to(device)
batch = torch.ones(4, 3).to(device)
out = model(batch)
print("ran on:", out.device.type, " output shape:", tuple(out.shape))
print("result back on the CPU for printing/NumPy:", out.detach().cpu().numpy().shape)
